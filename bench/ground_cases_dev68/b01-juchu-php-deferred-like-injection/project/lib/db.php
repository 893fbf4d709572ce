<?php
/**
 * DB接続 (2011年 移行時に mysql_* から mysqli に置換)
 */
require_once dirname(__FILE__) . '/../config/config.php';

function db_connect()
{
    static $db = null;
    if ($db !== null) {
        return $db;
    }
    $db = mysqli_connect(DB_HOST, DB_USER, DB_PASS, DB_NAME);
    if (!$db) {
        error_log('DB connect failed: ' . mysqli_connect_error());
        die('システムエラーが発生しました。管理者に連絡してください。');
    }
    mysqli_set_charset($db, 'utf8');
    return $db;
}

function db_fetch_all($db, $sql)
{
    $res = mysqli_query($db, $sql);
    if ($res === false) {
        error_log('SQL error: ' . mysqli_error($db) . ' / ' . $sql);
        return array();
    }
    $rows = array();
    while ($row = mysqli_fetch_assoc($res)) {
        $rows[] = $row;
    }
    mysqli_free_result($res);
    return $rows;
}

function db_escape($db, $value)
{
    return mysqli_real_escape_string($db, $value);
}
