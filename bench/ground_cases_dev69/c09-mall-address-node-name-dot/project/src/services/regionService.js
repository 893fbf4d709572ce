// Minimal region table for validation; the full table lives in the regions DB.
const REGIONS = {
  北京市: { 北京市: ["东城区", "西城区", "朝阳区", "海淀区", "丰台区"] },
  上海市: { 上海市: ["黄浦区", "徐汇区", "长宁区", "浦东新区"] },
  广东省: {
    广州市: ["天河区", "越秀区", "海珠区"],
    深圳市: ["福田区", "南山区", "宝安区"],
  },
  浙江省: { 杭州市: ["西湖区", "上城区", "滨江区"] },
};

const MUNICIPALITIES = ["北京市", "上海市", "天津市", "重庆市"];

function isMunicipality(province) {
  return MUNICIPALITIES.includes(province);
}

/** Returns null when the triple is valid, otherwise the field that does not match. */
function checkRegion(province, city, district) {
  const cities = REGIONS[province];
  if (!cities) {
    return "province";
  }
  if (isMunicipality(province) && city === "市辖区") {
    city = province; // old clients send 市辖区 for the city level of a municipality
  }
  const districts = cities[city];
  if (!districts) {
    return "city";
  }
  if (!districts.includes(district)) {
    return "district";
  }
  return null;
}

module.exports = { checkRegion, isMunicipality };
