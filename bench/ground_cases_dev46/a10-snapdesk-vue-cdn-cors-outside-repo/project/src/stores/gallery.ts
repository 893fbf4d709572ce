import { defineStore } from "pinia";

export interface GalleryImage {
  id: string;
  albumId: string;
  filename: string;
  caption?: string;
  thumbUrl: string;
  fullUrl: string;
}

export const useGalleryStore = defineStore("gallery", {
  state: () => ({ images: [] as GalleryImage[] }),
  getters: {
    byAlbum: (state) => (albumId: string) => state.images.filter((i) => i.albumId === albumId),
  },
});
