<?php
require_once dirname(__FILE__) . '/db.php';

session_start();

function current_admin()
{
    return isset($_SESSION['admin']) ? $_SESSION['admin'] : null;
}

function require_login()
{
    if (!current_admin()) {
        header('Location: login.php?back=' . urlencode($_SERVER['REQUEST_URI']));
        exit;
    }
}

function try_login($username, $password)
{
    $u = mysqli_real_escape_string(db(), $username);
    $row = db_one("SELECT id, username, password_md5, salt FROM admins WHERE username = '" . $u . "' AND disabled = 0");
    if (!$row) {
        return false;
    }
    if (md5($row['salt'] . $password) !== $row['password_md5']) {
        return false;
    }
    $_SESSION['admin'] = array('id' => $row['id'], 'username' => $row['username']);
    db_exec("UPDATE admins SET last_login = NOW() WHERE id = " . intval($row['id']));
    return true;
}

function logout()
{
    unset($_SESSION['admin']);
    session_destroy();
}
