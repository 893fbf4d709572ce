import { Injectable, NotFoundException } from '@nestjs/common';

export interface Zone {
  id: string;
  name: string;
  freeRadiusKm: number;
  perKmCents: number;
  capCents: number;
}

const ZONES: Zone[] = [
  { id: 'chi-loop', name: 'Chicago Loop', freeRadiusKm: 8, perKmCents: 45, capCents: 490 },
  { id: 'chi-north', name: 'North Side', freeRadiusKm: 12, perKmCents: 40, capCents: 490 },
  { id: 'evanston', name: 'Evanston', freeRadiusKm: 5, perKmCents: 55, capCents: 690 },
];

@Injectable()
export class ZoneRepository {
  get(id: string): Zone {
    const zone = ZONES.find((z) => z.id === id);
    if (!zone) throw new NotFoundException(`unknown zone ${id}`);
    return zone;
  }

  all(): Zone[] {
    return ZONES;
  }
}
