<?php
require_once dirname(__FILE__) . '/../config.php';

/**
 * 全局 mysqli 连接（懒加载）
 */
function db()
{
    static $conn = null;
    if ($conn === null) {
        $conn = mysqli_connect(DB_HOST, DB_USER, DB_PASS, DB_NAME);
        if (!$conn) {
            error_log('db connect failed: ' . mysqli_connect_error());
            die('数据库连接失败');
        }
        mysqli_set_charset($conn, DB_CHARSET);
    }
    return $conn;
}

function db_all($sql)
{
    $res = mysqli_query(db(), $sql);
    if ($res === false) {
        error_log('sql error: ' . mysqli_error(db()) . ' / ' . $sql);
        return array();
    }
    $rows = array();
    while ($row = mysqli_fetch_assoc($res)) {
        $rows[] = $row;
    }
    mysqli_free_result($res);
    return $rows;
}

function db_one($sql)
{
    $rows = db_all($sql);
    return count($rows) ? $rows[0] : null;
}

function db_exec($sql)
{
    $ok = mysqli_query(db(), $sql);
    if ($ok === false) {
        error_log('sql error: ' . mysqli_error(db()) . ' / ' . $sql);
    }
    return $ok;
}

function h($s)
{
    return htmlspecialchars($s, ENT_QUOTES, 'UTF-8');
}
