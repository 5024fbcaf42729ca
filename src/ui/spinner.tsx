export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-block" role="progressbar" aria-label={label} aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-block__text">{label}</span>
    </div>
  );
}
