/** The parts of a total model code `FAM-CAP-GEOM-LC-IND[-OPT][-REV]` (domain §5.2), for the report's breakdown. */
export interface ModelNumberParts {
  family: string;
  /** Max as written, `50T`, `1P5T`, `300K`, and in kg. */
  capacity: { code: string; kg: number };
  /** Deck length × width in m, or supports with their load mode. */
  geometry: { code: string; deck?: [number, number]; supports?: number; hanging?: boolean };
  loadCell: {
    code: string;
    letter: string;
    capacityKg: number;
    classLabel: string;
    digital: boolean;
    count: number;
  };
  indicator: string;
  options: string[];
  revision?: string;
}

const PATTERN =
  /^(TCS|SCS|GCS|CZM|LTC)-(\d+(?:P\d+)?[KT])-(\d{2,3}X\d{2,3}|\d{1,2}[PH])-((ST|[DXSZQLM])(\d+(?:P\d+)?[KT])([ABCD]\d{1,2}(?:P\d)?)(D?)X(\d{1,2}))-([A-Z0-9]{1,6})(?:-([BDFGJKLSTW]{1,10}))?(?:-R([A-Z]))?$/;

/** `50T` → 50 000, `1P5T` → 1 500, `300K` → 300. */
export function capacityKg(code: string): number {
  const number = Number(code.slice(0, -1).replace('P', '.'));
  return code.endsWith('T') ? Math.round(number * 1000) : number;
}

/** The code split into its segments; undefined for anything that does not follow the scheme. */
export function parseModelNumber(code: string | undefined): ModelNumberParts | undefined {
  const match = PATTERN.exec((code ?? '').trim());
  if (!match) return undefined;
  const [, family, cap, geom, lcCode, letter, lcCap, classLabel, digital, count, indicator, options, revision] = match;
  const deck = /^(\d+)X(\d+)$/.exec(geom);
  return {
    family,
    capacity: { code: cap, kg: capacityKg(cap) },
    geometry: deck
      ? { code: geom, deck: [Number(deck[1]) / 10, Number(deck[2]) / 10] }
      : { code: geom, supports: Number(geom.slice(0, -1)), hanging: geom.endsWith('H') },
    loadCell: {
      code: lcCode,
      letter,
      capacityKg: capacityKg(lcCap),
      classLabel: classLabel.replace('P', '.'),
      digital: digital === 'D',
      count: Number(count),
    },
    indicator,
    options: options ? [...options] : [],
    ...(revision ? { revision } : {}),
  };
}
