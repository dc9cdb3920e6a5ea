/** Thirty Chinese cities with the coordinates of their centres (WGS-84, degrees) and a district or two each. */
export interface SeedCity {
  name: string;
  province: string;
  lat: number;
  lng: number;
  districts: string[];
}

export const seedCities: readonly SeedCity[] = [
  { name: '北京', province: '北京市', lat: 39.9042, lng: 116.4074, districts: ['朝阳区', '海淀区', '东城区'] },
  { name: '上海', province: '上海市', lat: 31.2304, lng: 121.4737, districts: ['浦东新区', '徐汇区', '静安区'] },
  { name: '广州', province: '广东省', lat: 23.1291, lng: 113.2644, districts: ['天河区', '越秀区'] },
  { name: '深圳', province: '广东省', lat: 22.5431, lng: 114.0579, districts: ['南山区', '福田区'] },
  { name: '天津', province: '天津市', lat: 39.3434, lng: 117.3616, districts: ['和平区', '河西区'] },
  { name: '重庆', province: '重庆市', lat: 29.563, lng: 106.5516, districts: ['渝中区', '江北区'] },
  { name: '成都', province: '四川省', lat: 30.5728, lng: 104.0668, districts: ['锦江区', '武侯区'] },
  { name: '杭州', province: '浙江省', lat: 30.2741, lng: 120.1551, districts: ['西湖区', '滨江区'] },
  { name: '南京', province: '江苏省', lat: 32.0603, lng: 118.7969, districts: ['鼓楼区', '玄武区'] },
  { name: '武汉', province: '湖北省', lat: 30.5928, lng: 114.3055, districts: ['江汉区', '武昌区'] },
  { name: '西安', province: '陕西省', lat: 34.3416, lng: 108.9398, districts: ['雁塔区', '碑林区'] },
  { name: '苏州', province: '江苏省', lat: 31.2989, lng: 120.5853, districts: ['姑苏区', '工业园区'] },
  { name: '郑州', province: '河南省', lat: 34.7466, lng: 113.6254, districts: ['金水区', '中原区'] },
  { name: '长沙', province: '湖南省', lat: 28.2282, lng: 112.9388, districts: ['岳麓区', '芙蓉区'] },
  { name: '沈阳', province: '辽宁省', lat: 41.8057, lng: 123.4315, districts: ['和平区', '沈河区'] },
  { name: '青岛', province: '山东省', lat: 36.0671, lng: 120.3826, districts: ['市南区', '崂山区'] },
  { name: '济南', province: '山东省', lat: 36.6512, lng: 117.1201, districts: ['历下区', '市中区'] },
  { name: '大连', province: '辽宁省', lat: 38.914, lng: 121.6147, districts: ['中山区', '沙河口区'] },
  { name: '厦门', province: '福建省', lat: 24.4798, lng: 118.0894, districts: ['思明区', '湖里区'] },
  { name: '福州', province: '福建省', lat: 26.0745, lng: 119.2965, districts: ['鼓楼区', '台江区'] },
  { name: '合肥', province: '安徽省', lat: 31.8206, lng: 117.2272, districts: ['蜀山区', '包河区'] },
  { name: '昆明', province: '云南省', lat: 25.0389, lng: 102.7183, districts: ['五华区', '盘龙区'] },
  { name: '哈尔滨', province: '黑龙江省', lat: 45.8038, lng: 126.535, districts: ['南岗区', '道里区'] },
  { name: '长春', province: '吉林省', lat: 43.8171, lng: 125.3235, districts: ['朝阳区', '南关区'] },
  { name: '南昌', province: '江西省', lat: 28.682, lng: 115.8579, districts: ['东湖区', '红谷滩区'] },
  { name: '南宁', province: '广西壮族自治区', lat: 22.817, lng: 108.3665, districts: ['青秀区', '兴宁区'] },
  { name: '贵阳', province: '贵州省', lat: 26.647, lng: 106.6302, districts: ['云岩区', '南明区'] },
  { name: '太原', province: '山西省', lat: 37.8706, lng: 112.5489, districts: ['小店区', '迎泽区'] },
  { name: '石家庄', province: '河北省', lat: 38.0428, lng: 114.5149, districts: ['长安区', '桥西区'] },
  { name: '乌鲁木齐', province: '新疆维吾尔自治区', lat: 43.8256, lng: 87.6168, districts: ['天山区', '沙依巴克区'] },
];
