// Every reason an uploaded glb is refused, so the route can answer 4xx with `reason` (shown as
// "Model preview upload failed: {reason}") and keep such refusals apart from server faults.
// `statusCode` is what the HTTP error handler answers: 415 when the file is not a glb at all.
export class ModelRejected extends Error {
  override readonly name = "ModelRejected";

  constructor(
    readonly reason: string,
    readonly statusCode: 400 | 415 = 400,
  ) {
    super(reason);
  }
}
