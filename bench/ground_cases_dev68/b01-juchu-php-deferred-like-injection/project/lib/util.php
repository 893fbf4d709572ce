<?php

function h($s)
{
    return htmlspecialchars($s, ENT_QUOTES, 'UTF-8');
}

function param($name, $default = '')
{
    if (!isset($_GET[$name])) {
        return $default;
    }
    $v = $_GET[$name];
    if (get_magic_quotes_gpc()) { // PHP 5.3 時代の名残
        $v = stripslashes($v);
    }
    return trim($v);
}

function yen($n)
{
    return '&yen;' . number_format((int)$n);
}

function redirect($path)
{
    header('Location: ' . $path);
    exit;
}

function csv_field($v)
{
    $v = str_replace('"', '""', $v);
    return '"' . $v . '"';
}
