/** A refusal shown under a form (the API client does not toast refusals a form shows itself). */
export function FormError({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {text}
    </p>
  ) : null;
}
