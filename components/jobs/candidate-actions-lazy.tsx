"use client";

import dynamic from "next/dynamic";

/**
 * A candidate's actions on a job page are loaded only where they are shown — a signed-in
 * candidate's page — and never ship to guests, whose copy of the page is the one search
 * engines and shared links see: the apply form (react-hook-form, zod), and Withdraw once applied.
 */
export const LazyApplyForm = dynamic(() => import("./apply-form").then((m) => m.ApplyForm));
export const LazyWithdraw = dynamic(() => import("@/components/applications/withdraw-application").then((m) => m.WithdrawApplication));
