export interface City {
  code: string;
  name: string;
  nameEn: string;
  hot?: boolean;
}

export const CITIES: City[] = [
  { code: "BJS", name: "北京", nameEn: "Beijing", hot: true },
  { code: "SHA", name: "上海", nameEn: "Shanghai", hot: true },
  { code: "CAN", name: "广州", nameEn: "Guangzhou", hot: true },
  { code: "SZX", name: "深圳", nameEn: "Shenzhen", hot: true },
  { code: "CKG", name: "重庆", nameEn: "Chongqing" },
  { code: "CTU", name: "成都", nameEn: "Chengdu" },
  { code: "XIY", name: "西安", nameEn: "Xi'an" },
  { code: "HGH", name: "杭州", nameEn: "Hangzhou" },
  { code: "KMG", name: "昆明", nameEn: "Kunming" },
  { code: "XMN", name: "厦门", nameEn: "Xiamen" },
  { code: "CSX", name: "长沙", nameEn: "Changsha" },
  { code: "AQG", name: "安庆", nameEn: "Anqing" },
  { code: "BAV", name: "包头", nameEn: "Baotou" },
];
