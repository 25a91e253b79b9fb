import styled from 'styled-components';
import { OFFICES, locationsCopy, type Office } from '../../content/locations';

/** Equirectangular projection, cropped to the inhabited latitudes (70° N to 50° S). */
const MAP = { width: 1000, height: 400, north: 70, south: -50 } as const;

function project(office: Office) {
  const x = ((office.longitude + 180) / 360) * MAP.width;
  const y = ((MAP.north - office.latitude) / (MAP.north - MAP.south)) * MAP.height;
  return { x, y };
}

const Frame = styled.div`
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: radial-gradient(120% 120% at 30% 20%, #16325c 0%, #0b1f3a 55%, #071428 100%);
  box-shadow: ${({ theme }) => theme.shadow.raised};
  svg { display: block; width: 100%; height: auto; aspect-ratio: ${MAP.width} / ${MAP.height}; }
`;

const Offices = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.wide} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  li {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-left: 4px solid ${({ theme }) => theme.color.teal};
  }
  strong { display: block; color: ${({ theme }) => theme.color.navy}; }
  span { display: block; font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; }
`;

function labelPlacement(office: Office, x: number, y: number) {
  switch (office.labelSide) {
    case 'left':
      return { x: x - 14, y: y + 6, textAnchor: 'end' as const };
    case 'right':
      return { x: x + 14, y: y + 6, textAnchor: 'start' as const };
    default:
      return { x, y: y - 18, textAnchor: 'middle' as const };
  }
}

const graticuleLongitudes = Array.from({ length: 11 }, (_, index) => (index + 1) * (MAP.width / 12));
const graticuleLatitudes = Array.from({ length: 5 }, (_, index) => (index + 1) * (MAP.height / 6));

/**
 * Our offices on a stylised world grid (drawn inline; no map tiles), with the list of offices
 * beside it for everyone who cannot see the map.
 */
export function LocationsMap({ offices = OFFICES }: { offices?: readonly Office[] }) {
  return (
    <div>
      <Frame>
        <svg viewBox={`0 0 ${MAP.width} ${MAP.height}`} role="img" aria-label={locationsCopy.mapLabel}>
          <g stroke="#ffffff" strokeOpacity="0.08">
            {graticuleLongitudes.map((x) => (
              <path key={`x${x}`} d={`M${x} 0V${MAP.height}`} />
            ))}
            {graticuleLatitudes.map((y) => (
              <path key={`y${y}`} d={`M0 ${y}H${MAP.width}`} />
            ))}
          </g>
          <path
            d={offices
              .slice(1)
              .map((office) => {
                const from = project(offices[0]!);
                const to = project(office);
                const lift = Math.abs(to.x - from.x) * 0.25;
                return `M${from.x} ${from.y}Q${(from.x + to.x) / 2} ${Math.min(from.y, to.y) - lift} ${to.x} ${to.y}`;
              })
              .join('')}
            fill="none"
            stroke="#e8b54a"
            strokeOpacity="0.45"
            strokeWidth="1.5"
            strokeDasharray="4 6"
          />
          {offices.map((office, index) => {
            const { x, y } = project(office);
            return (
              <g key={office.city}>
                <circle cx={x} cy={y} r={index === 0 ? 20 : 14} fill="#e8b54a" fillOpacity="0.18" />
                <circle cx={x} cy={y} r={index === 0 ? 8 : 6} fill={index === 0 ? '#e8b54a' : '#2bb59a'} stroke="#fff" strokeWidth="2" />
                <text {...labelPlacement(office, x, y)} fill="#f5f7fb" fontSize="18" fontFamily="system-ui, sans-serif" fontWeight="600">
                  {office.city}
                </text>
              </g>
            );
          })}
        </svg>
      </Frame>
      <Offices>
        {offices.map((office) => (
          <li key={office.city}>
            <strong>{office.city}</strong>
            <span>{office.country}</span>
            <span>{office.role}</span>
          </li>
        ))}
      </Offices>
    </div>
  );
}
