<?php

// Generated from the Unihan kMandarin field; common characters only. Do not edit by hand.
return [
    '你' => 'ni', '好' => 'hao', '世' => 'shi', '界' => 'jie', '中' => 'zhong', '国' => 'guo',
    '人' => 'ren', '大' => 'da', '小' => 'xiao', '上' => 'shang', '下' => 'xia', '北' => 'bei',
    '京' => 'jing', '南' => 'nan', '海' => 'hai', '广' => 'guang', '州' => 'zhou', '深' => 'shen',
    '圳' => 'zhen', '天' => 'tian', '地' => 'di', '年' => 'nian', '月' => 'yue', '日' => 'ri',
    '新' => 'xin', '闻' => 'wen', '文' => 'wen', '章' => 'zhang', '开' => 'kai', '源' => 'yuan',
    '代' => 'dai', '码' => 'ma', '发' => 'fa', '布' => 'bu', '版' => 'ban', '本' => 'ben',
    '测' => 'ce', '试' => 'shi', '用' => 'yong', '户' => 'hu', '数' => 'shu', '据' => 'ju',
    '库' => 'ku', '网' => 'wang', '站' => 'zhan', '页' => 'ye', '面' => 'mian', '首' => 'shou',
    '学' => 'xue', '习' => 'xi', '工' => 'gong', '作' => 'zuo', '生' => 'sheng', '活' => 'huo',
    '春' => 'chun', '夏' => 'xia', '秋' => 'qiu', '冬' => 'dong', '东' => 'dong', '西' => 'xi',
    '长' => 'chang', '江' => 'jiang', '河' => 'he', '山' => 'shan', '水' => 'shui', '火' => 'huo',
    '电' => 'dian', '脑' => 'nao', '手' => 'shou', '机' => 'ji', '软' => 'ruan', '件' => 'jian',
    '程' => 'cheng', '序' => 'xu', '设' => 'she', '计' => 'ji', '产' => 'chan', '品' => 'pin',
    '公' => 'gong', '司' => 'si', '市' => 'shi', '场' => 'chang', '部' => 'bu', '门' => 'men',
    '重' => 'zhong', '要' => 'yao', '通' => 'tong', '知' => 'zhi', '说' => 'shuo', '明' => 'ming',
    '的' => 'de', '是' => 'shi', '在' => 'zai', '有' => 'you', '和' => 'he', '了' => 'le',
    '我' => 'wo', '们' => 'men', '他' => 'ta', '她' => 'ta', '这' => 'zhe', '那' => 'na',
    '会' => 'hui', '议' => 'yi', '记' => 'ji', '录' => 'lu', '更' => 'geng', '改' => 'gai',
    '博' => 'bo', '志' => 'zhi', '问' => 'wen', '题' => 'ti', '修' => 'xiu', '复' => 'fu',
    '功' => 'gong', '能' => 'neng', '性' => 'xing', '优' => 'you', '化' => 'hua', '快' => 'kuai',
    '速' => 'su', '入' => 'ru', '口' => 'kou', '指' => 'zhi', '引' => 'yin', '教' => 'jiao',
    '流' => 'liu', '安' => 'an', '装' => 'zhuang', '配' => 'pei', '置' => 'zhi', '分' => 'fen',
    '署' => 'shu', '端' => 'duan', '线' => 'xian', '云' => 'yun', '服' => 'fu', '务' => 'wu',
];
