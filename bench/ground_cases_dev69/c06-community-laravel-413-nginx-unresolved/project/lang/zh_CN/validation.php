<?php

return [
    'before' => ':attribute 必须要早于 :date。',
    'date' => ':attribute 不是一个有效的日期。',
    'file' => ':attribute 必须是文件。',
    'image' => ':attribute 必须是图片。',
    'in' => '已选的属性 :attribute 无效。',
    'max' => [
        'file' => ':attribute 不能大于 :max KB。',
        'string' => ':attribute 不能大于 :max 个字符。',
    ],
    'mimes' => ':attribute 必须是一个 :values 类型的文件。',
    'required' => ':attribute 不能为空。',
    'string' => ':attribute 必须是一个字符串。',
    'unique' => ':attribute 已经存在。',
    'uploaded' => ':attribute 上传失败。',

    'attributes' => [
        'nickname' => '昵称',
        'bio' => '个人简介',
        'gender' => '性别',
        'birthday' => '生日',
        'avatar' => '头像',
    ],
];
