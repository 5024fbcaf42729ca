import './skeleton.css';

/**
 * Grey tiles in the shape of what is coming (a game grid, the lobby's tabs
 * and tiles): the page keeps its layout while data loads, and the change to
 * content moves nothing. Announced once as a status with its label.
 */
export function SkeletonTiles({ label, count = 9, tabs = false }: { label: string; count?: number; tabs?: boolean }) {
  return (
    <div className="skeleton-block" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {tabs && (
        <div className="skeleton-tabs" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="skeleton skeleton-tabs__tab" />
          ))}
        </div>
      )}
      <ul className="skeleton-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="skeleton-tile">
            <span className="skeleton skeleton-tile__art" />
            <span className="skeleton skeleton-tile__name" />
          </li>
        ))}
      </ul>
    </div>
  );
}
