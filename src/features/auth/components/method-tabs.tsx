/**
 * The switch between an accounts form's ways (username or SMS login,
 * username or mobile registration, email or phone recovery), each named by
 * its tab text in `names`, in that order. Hidden where the merchant offers
 * only one way.
 */
export function MethodTabs<Method extends string>({ label, names, chosen, onChoose, shown }: {
  label: string;
  names: Readonly<Record<Method, string>>;
  chosen: Method;
  onChoose: (method: Method) => void;
  shown: boolean;
}) {
  if (!shown) return null;
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {(Object.keys(names) as Method[]).map((method) => (
        <button key={method} type="button" role="tab" aria-selected={method === chosen} className="auth-tabs__tab" onClick={() => onChoose(method)}>
          {names[method]}
        </button>
      ))}
    </div>
  );
}
