// Every reason an uploaded glb is refused, so the route can answer 4xx with `reason` (shown as
// "Model preview upload failed: {reason}") and keep such refusals apart from server faults.
export class ModelRejected extends Error {
  override readonly name = "ModelRejected";

  constructor(readonly reason: string) {
    super(reason);
  }
}
