export interface StoreConfig {
  id: string;
  name: string;
  openHour: number;
  closeHour: number;
  bufferMinutes: number;
  slotMinutes: number;
  maxDaysAhead: number;
}

const STORES: Record<string, StoreConfig> = {
  shibuya: {
    id: "shibuya",
    name: "渋谷店",
    openHour: 10,
    closeHour: 20,
    bufferMinutes: 15,
    slotMinutes: 30,
    maxDaysAhead: 30,
  },
  umeda: {
    id: "umeda",
    name: "梅田店",
    openHour: 11,
    closeHour: 21,
    bufferMinutes: 10,
    slotMinutes: 45,
    maxDaysAhead: 30,
  },
  sendai: {
    id: "sendai",
    name: "仙台店",
    openHour: 10,
    closeHour: 19,
    bufferMinutes: 15,
    slotMinutes: 30,
    maxDaysAhead: 14,
  },
};

export function getStore(id: string): StoreConfig | undefined {
  return STORES[id];
}

export function allStores(): StoreConfig[] {
  return Object.values(STORES);
}
