<?php

return [
    'session_name' => 'kaoshi_sid',
    'password_algo' => PASSWORD_DEFAULT,
];
