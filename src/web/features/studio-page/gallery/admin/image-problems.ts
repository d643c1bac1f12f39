/** A refused upload or image write in plain words, chosen by the error contract's code (issue 18). */
import type { StudioImagesMessages } from './studio-images-messages';
import type { UploadProblem } from './upload-queue';

export function imageProblemText(problem: UploadProblem, t: StudioImagesMessages): string {
  const seconds = problem.retryAfterSeconds;
  switch (problem.code) {
    case 'image_type_unsupported':
      return t.problemTypeUnsupported;
    case 'image_unreadable':
      return t.problemUnreadable;
    case 'image_too_large':
    case 'body_too_large':
      return t.problemTooLarge;
    case 'image_too_many_pixels':
      return t.problemTooManyPixels;
    case 'image_dimensions_unsupported':
      return t.problemDimensions;
    case 'image_limit_reached':
      return t.problemLimit;
    case 'image_missing':
      return t.problemMissing;
    case 'image_busy':
    case 'unavailable':
      return t.problemBusy({ seconds });
    case 'rate_limited':
      return t.problemRateLimited({ seconds });
    case 'not_authenticated':
    case 'csrf_failed':
      return t.problemSignIn;
    case 'permission_denied':
    case 'owner_scope':
      return t.problemForbidden;
    case 'not_found':
      return t.problemNotFound;
    case 'image_order_mismatch':
      return t.problemOrder;
    case 'network':
    // A body that reached the server cut off: the connection's fault, as far as the reader can tell.
    case 'upload_malformed':
      return t.problemNetwork;
    default:
      if (problem.status === 401) return t.problemSignIn;
      if (problem.status === 403) return t.problemForbidden;
      if (problem.status === 413) return t.problemTooLarge;
      return t.problemOther({ status: problem.status, detail: problem.detail });
  }
}
