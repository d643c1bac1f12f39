/**
 * The stable machine codes of the API's errors. Every error body is `{code, detail, fields?}`:
 * `code` is for programs (the web app maps it to a message in the reader's language), `detail` is
 * English for people and logs and may be reworded, `fields` names the input that was refused.
 * A code, once published, keeps its meaning; add new ones rather than reuse old ones.
 */
export const ERROR_CODES = {
  validation_failed: 'The input was refused; `fields` names each field and why.',
  bad_request: 'The request cannot be understood as sent (e.g. a body with the wrong shape).',
  invalid_json: 'The body is not valid JSON, or is empty.',
  malformed_url: 'The URL cannot be parsed.',
  bad_host: 'The Host header names no host this server answers for (ALLOWED_HOSTS).',
  not_authenticated: 'Sign in first (no valid session).',
  permission_denied: 'Signed in, but this account may not do this.',
  owner_scope:
    "A studio owner may change only their own studio's fields and parameters: not its status, not archive, not other studios.",
  invitation_invalid: 'The owner invitation link is unknown (or malformed).',
  invitation_used: 'The owner invitation link was used already: sign in with the password set through it.',
  invitation_expired: 'The owner invitation link has expired: ask an admin for a new one.',
  claim_decided: 'The owner claim was approved or rejected already; a claim is decided once.',
  owner_email_is_admin: "The claim's email belongs to an admin account, which cannot become an owner.",
  password_too_short: 'The password is shorter than 12 characters.',
  form_too_fast:
    'The form was sent sooner after it was opened than a person fills it in, or without its form token.',
  csrf_failed: 'The CSRF token, cookie, Origin or Referer check failed.',
  not_found: 'No such resource (or page of results).',
  page_state_gone:
    "A server-rendered page's state is no longer current (the data changed since the page was sent): load the page again.",
  parameter_value_invalid:
    "A numeric parameter's value is not a number (with its unit or none, a decimal comma allowed), " +
    'not a whole number where one is asked, not a range the catalog allows, or outside its limits ' +
    '(`problem`: not_a_number, not_whole or out_of_range; `fields` names the input).',
  conflict: 'The request conflicts with the current state.',
  stale_write: 'The resource changed since it was read (If-Match failed): reload and retry.',
  body_too_large: 'The request body is over the size limit.',
  unsupported_media_type: 'Send application/json.',
  rate_limited: 'Too many requests from this client: wait for Retry-After seconds.',
  invalid_credentials: 'Wrong email or password.',
  credentials_required: 'Email and password are both required.',
  login_throttled: 'Too many failed sign-ins: wait for Retry-After seconds.',
  import_not_json: 'The import file is not a .json file.',
  import_unparseable: 'The import file is not valid JSON.',
  import_not_object: 'The import file must hold a JSON object.',
  import_empty: 'The import file holds an empty object.',
  import_no_parameters: 'The import file holds no valid parameter key.',
  import_invalid: 'The import file cannot be read as parameters.',
  import_too_many_parameters: 'The import file holds more parameters than the limit (`params`).',
  import_already_undone: 'That import was undone already.',
  import_undo_blocked: 'Later changes touched what the import changed (`fields`).',
  studio_import_bad_file_name: 'The studio spreadsheet is not a .csv or .xlsx file.',
  studio_import_too_large: 'The studio spreadsheet is larger than 20 MB.',
  studio_import_unreadable: 'The studio spreadsheet cannot be read (not UTF-8 CSV, or not an XLSX workbook).',
  studio_import_empty: 'The studio spreadsheet has no header row, or no studio rows.',
  studio_import_too_many_rows: 'The studio spreadsheet has more rows than the limit (`params`).',
  studio_import_too_many_columns:
    'The studio spreadsheet has a value right of its last allowed column (`params`).',
  studio_import_no_key_column: 'The studio spreadsheet has neither a Name nor an ID column.',
  studio_import_unmapped_columns: 'Some headers name no column: map or ignore each (`fields.headers`).',
  request_timeout: 'The request (headers or body) did not arrive within the time limit.',
  headers_too_large: 'The request line or headers are over the size limit (an over-long query string).',
  server_error: 'Something failed on the server; it is logged with the request id.',
  unavailable: 'The server cannot answer now; try again after Retry-After seconds.',
  pdf_busy: 'Every PDF renderer is busy and the queue is full: try again after Retry-After seconds.',
  image_missing: 'The upload holds no file in the field `file`.',
  image_type_unsupported:
    'The file is not a JPEG, PNG, WebP, AVIF or HEIC image (read from its bytes, not its name).',
  image_unreadable: 'The file claims to be an image but cannot be decoded (truncated or damaged).',
  image_too_large: 'The image file is over 25 MB.',
  image_too_many_pixels: 'The image has more than 60 megapixels.',
  image_dimensions_unsupported:
    'A side of the image is over 16,383 pixels, or its long side over 20 times its short side.',
  image_limit_reached: 'The studio has 40 images already: delete one first.',
  image_order_mismatch: 'The order must name every image of the studio exactly once.',
  image_busy: 'Every image processor is busy and the queue is full: try again after Retry-After seconds.',
  quote_studio_unavailable:
    'A studio of the availability and quote request cannot be reached (unknown, or not public): nothing was sent (`fields.studio_ids`).',
  upload_malformed:
    'The upload is not a well-formed multipart/form-data body (cut off, or a part is broken).',
  calendar_unreadable: 'The calendar file is not iCalendar (.ics) that can be read.',
  calendar_range_limit: 'The studio calendar has as many ranges as allowed: remove some first.',
  feed_not_https: 'A calendar feed must be an https:// address.',
  feed_url_invalid: 'The calendar feed address is not a URL, or carries credentials.',
  merge_studio_unavailable:
    'A studio of the merge is unknown, archived or merged already (`fields` names which): nothing was merged.',
  merge_choice_invalid:
    'A choice of the merge names a field or parameter the two studios do not differ on, or a studio not in the merge (`fields`).',
  merge_undo_blocked:
    'The survivor (or the merged studio) changed after the merge: it can no longer be undone.',
  merge_already_undone: 'That merge was undone already.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** What `parameter_value_invalid` found wrong with a number (parameter-number.ts), as `problem`. */
export const NUMBER_PROBLEMS = ['not_a_number', 'not_whole', 'out_of_range'] as const;
export type NumberProblem = (typeof NUMBER_PROBLEMS)[number];

/** The code an error answer carries when its thrower named none: by HTTP status. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'not_authenticated';
    case 403:
      return 'permission_denied';
    case 404:
      return 'not_found';
    case 408:
      return 'request_timeout';
    case 409:
      return 'conflict';
    case 412:
      return 'stale_write';
    case 413:
      return 'body_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'server_error' : 'bad_request';
  }
}

/** For the OpenAPI document: every code and what it means. */
export const ERROR_CODES_DESCRIPTION = `A stable machine code: ${Object.entries(ERROR_CODES)
  .map(([code, meaning]) => `\`${code}\` (${meaning})`)
  .join('; ')}.`;
