import { Injectable, Logger } from '@nestjs/common';
import { isTerminal, ShipmentStatus } from '../webhooks/status-map';

interface ShipmentRow {
  trackingNumber: string;
  status: ShipmentStatus;
  updatedAt: string;
}

@Injectable()
export class ShipmentsService {
  private readonly logger = new Logger(ShipmentsService.name);
  private readonly rows = new Map<string, ShipmentRow>();
  // キャリアは 2xx が返るまで同じ event_id で再送してくる
  private readonly processedEvents = new Set<string>();

  async applyCarrierEvent(eventId: string, trackingNumber: string, status: ShipmentStatus, occurredAt: string): Promise<void> {
    if (this.processedEvents.has(eventId)) {
      this.logger.debug(`duplicate event ${eventId} ignored`);
      return;
    }
    this.processedEvents.add(eventId);
    const row = this.rows.get(trackingNumber);
    if (row && isTerminal(row.status)) {
      return;
    }
    if (row && row.updatedAt > occurredAt) {
      return; // 古いイベントが後から届いた
    }
    this.rows.set(trackingNumber, { trackingNumber, status, updatedAt: occurredAt });
  }

  find(trackingNumber: string): ShipmentRow | undefined {
    return this.rows.get(trackingNumber);
  }
}
