import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { isTerminal, ShipmentStatus } from '../webhooks/status-mapper';
import { ShipmentRepository } from './shipment.repository';

@Injectable()
export class ShipmentsService {
  private readonly logger = new Logger(ShipmentsService.name);

  constructor(private readonly repo: ShipmentRepository) {}

  async applyStatus(trackingNumber: string, status: ShipmentStatus, scanTime?: string) {
    const shipment = await this.repo.findByTrackingNumber(trackingNumber);
    if (!shipment) {
      throw new NotFoundException(`shipment ${trackingNumber} not found`);
    }
    if (isTerminal(shipment.status)) {
      this.logger.debug(`ignore ${status} for ${trackingNumber}: already ${shipment.status}`);
      return shipment;
    }
    if (status === 'UNKNOWN') {
      this.logger.warn(`unmapped carrier status for ${trackingNumber}`);
      return shipment;
    }
    if (status === 'DELIVERED') {
      return this.markDelivered(trackingNumber, scanTime);
    }
    shipment.status = status;
    shipment.lastScanAt = scanTime ? new Date(scanTime) : new Date();
    return this.repo.save(shipment);
  }

  async markDelivered(trackingNumber: string, scanTime?: string) {
    const shipment = await this.repo.findByTrackingNumber(trackingNumber);
    if (!shipment) {
      throw new NotFoundException(`shipment ${trackingNumber} not found`);
    }
    shipment.status = 'DELIVERED';
    shipment.deliveredAt = scanTime ? new Date(scanTime) : new Date();
    return this.repo.save(shipment);
  }
}
