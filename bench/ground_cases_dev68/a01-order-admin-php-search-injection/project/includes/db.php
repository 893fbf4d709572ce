<?php
require_once dirname(__FILE__) . '/config.php';

/**
 * Returns the shared mysqli link. Dies with a plain message if the DB is down,
 * the old pages have no error template.
 */
function db()
{
    static $link = null;
    if ($link !== null) {
        return $link;
    }
    $link = mysqli_connect(DB_HOST, DB_USER, DB_PASS, DB_NAME);
    if (!$link) {
        error_log('orders: db connect failed: ' . mysqli_connect_error());
        die('Database unavailable, please try again later.');
    }
    mysqli_set_charset($link, 'utf8');
    return $link;
}

function db_all($sql)
{
    $res = mysqli_query(db(), $sql);
    if ($res === false) {
        error_log('orders: query failed: ' . mysqli_error(db()) . ' -- ' . $sql);
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
    return $rows ? $rows[0] : null;
}

function h($s)
{
    return htmlspecialchars($s, ENT_QUOTES, 'UTF-8');
}
