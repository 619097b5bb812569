"use client";

import dynamic from "next/dynamic";

/**
 * The apply form's code (react-hook-form, zod) is loaded only where the form is
 * shown — a signed-in candidate's job page — and never ships to guests, whose
 * copy of the page is the one search engines and shared links see.
 */
export const LazyApplyForm = dynamic(() => import("./apply-form").then((m) => m.ApplyForm));
