import { defineStore } from "pinia";
import { nights } from "../utils/date.js";

export const useBookingStore = defineStore("booking", {
  state: () => ({
    roomId: null,
    checkIn: null,
    checkOut: null,
    guests: 2,
    pricePerNight: 0,
  }),
  getters: {
    nightCount: (s) => (s.checkIn && s.checkOut ? nights(s.checkIn, s.checkOut) : 0),
    total(s) {
      return this.nightCount * s.pricePerNight;
    },
  },
});
