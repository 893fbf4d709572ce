<?php

return [
    'invalid_jan' => 'JANコードが不正です: :jan',
    'row_failed' => ':line 行目の取り込みに失敗しました: :message',
    'done' => 'インポート完了: 成功 :ok 件 / 失敗 :failed 件',
    'queued' => ':chunks 個のジョブに分割してキューに投入しました（全 :rows 行）',
];
