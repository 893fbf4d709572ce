<?php

return [
    'posts' => 'Posts',
    'comments' => ':count comment|:count comments',
    'reply' => 'Reply',
    'posted_by' => 'Posted by :name',
];
