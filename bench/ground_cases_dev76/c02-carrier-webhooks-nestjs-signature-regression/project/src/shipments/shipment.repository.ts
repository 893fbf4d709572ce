import { ShipmentStatus } from '../webhooks/status-mapper';

export interface Shipment {
  id: number;
  trackingNumber: string;
  carrier: string;
  status: ShipmentStatus;
  lastScanAt?: Date;
  deliveredAt?: Date;
}

export abstract class ShipmentRepository {
  abstract findByTrackingNumber(trackingNumber: string): Promise<Shipment | null>;
  abstract save(shipment: Shipment): Promise<Shipment>;
}
