<?php

return [
    // 每批从数据库取多少条
    'chunk_size' => env('EXPORT_CHUNK_SIZE', 500),

    // 导出文件保留时间(分钟),超过后由 exports:prune 清理
    'keep_minutes' => 30,

    'disk' => 'local',
];
