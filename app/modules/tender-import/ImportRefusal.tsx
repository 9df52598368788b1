import type { SubmissionResult } from "@conform-to/react";

/** Why a file or an import was refused, and the rows that kept an import from happening. */
export function ImportRefusal({
  result,
  rowErrors = [],
}: {
  result: SubmissionResult<string[]> | undefined;
  rowErrors?: string[] | undefined;
}) {
  const messages = Object.values(result?.error ?? {}).flatMap((list) => list ?? []);
  if (!messages.length) return null;
  return (
    <div className="alert alert-error" role="alert" id="import-error">
      <p>{messages.join(" ")}</p>
      {rowErrors.length > 0 && (
        <ul>
          {rowErrors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
