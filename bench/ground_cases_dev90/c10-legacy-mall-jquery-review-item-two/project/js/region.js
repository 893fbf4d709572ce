/* 省市二级联动 */
var REGIONS = {
  '浙江': ['杭州', '宁波', '温州', '嘉兴'],
  '江苏': ['南京', '苏州', '无锡', '常州'],
  '广东': ['广州', '深圳', '佛山', '东莞']
};

function initRegion() {
  var $province = $('#province');
  var $city = $('#city');

  $.each(REGIONS, function (name) {
    $province.append('<option value="' + name + '">' + name + '</option>');
  });

  $province.on('change', function () {
    var cities = REGIONS[$(this).val()] || [];
    $city.find('option:not(:first)').remove();
    $city.val('');
    $.each(cities, function (i, name) {
      $city.append('<option value="' + name + '">' + name + '</option>');
    });
  });
}
