import { describe, expect, it, vi } from "vitest";
import { createToastDemand, toastDemand } from "./toast-demand";

describe("createToastDemand", () => {
  it("is not wanted until something asks, then tells each subscriber once", () => {
    const demand = createToastDemand(() => true);
    const listener = vi.fn();
    const gone = vi.fn();
    demand.subscribe(listener);
    demand.subscribe(gone)();
    expect(demand.wanted()).toBe(false);
    demand.want();
    demand.want();
    expect(demand.wanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });

  it("stays unwanted on the server, where one flag would be shared by every request", () => {
    const demand = createToastDemand(() => false);
    const listener = vi.fn();
    demand.subscribe(listener);
    demand.want();
    expect(demand.wanted()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it("is asked for by loading the screens' toast module, but not outside a browser", async () => {
    const { toast } = await import("./toast");
    expect(typeof toast.success).toBe("function");
    // Vitest runs these tests in Node: the module's request is the server's no-op.
    expect(toastDemand.wanted()).toBe(false);
  });
});
