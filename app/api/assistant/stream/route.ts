import { errorResponse } from "@/lib/api/respond";
import { AppError } from "@/lib/errors";
import { parseStreamRequest, startTurn, turnResponse } from "@/lib/assistant/ui-stream";
import { actorFromRequest } from "@/lib/auth/session";

// The assistant screen's streaming endpoint (AI SDK UI message stream). Checks,
// rate limit and storing the user's message happen before the first byte, so
// those failures answer as ordinary JSON errors; see lib/assistant/ui-stream.ts.
export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  try {
    const actor = await actorFromRequest(request);
    const body: unknown = await request.json().catch(() => {
      throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
    });
    const turn = await startTurn(actor, parseStreamRequest(body));
    return turnResponse(turn);
  } catch (error) {
    return errorResponse(error);
  }
}
