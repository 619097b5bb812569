"use client";

import type { ComponentPropsWithRef } from "react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";
import { Label } from "./label";

export function RadioGroup({ className, ...props }: ComponentPropsWithRef<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn("grid gap-2", className)} {...props} />;
}

type RadioCardProps = ComponentPropsWithRef<typeof RadioGroupPrimitive.Item> & {
  id: string;
  label: string;
  description?: string;
};

/** One option of a RadioGroup, shown as a bordered row; the whole label is clickable. */
export function RadioCard({ id, label, description, className, ...props }: RadioCardProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      className={cn(
        "flex items-start gap-3 rounded-md border border-slate-300 bg-white p-3 has-[[data-state=checked]]:border-indigo-700 has-[[data-state=checked]]:bg-indigo-50",
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        id={id}
        aria-describedby={descriptionId}
        className={cn(
          "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 bg-white",
          "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-indigo-600",
          "data-[state=checked]:border-indigo-700",
        )}
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-indigo-700" />
      </RadioGroupPrimitive.Item>
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        {description ? (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
