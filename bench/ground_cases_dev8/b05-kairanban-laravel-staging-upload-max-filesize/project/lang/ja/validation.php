<?php

// 使っているルールの分だけ。足りないものは英語のまま出る。
return [
    'boolean' => ':attributeは true か false にしてください。',
    'image' => ':attributeには画像ファイルを指定してください。',
    'max' => [
        'file' => ':attributeは:maxKB以下のファイルにしてください。',
        'string' => ':attributeは:max文字以内で入力してください。',
    ],
    'required' => ':attributeを入力してください。',
    'string' => ':attributeは文字列で入力してください。',
    'uploaded' => ':attributeのアップロードに失敗しました。',
];
