<?php
// old procedural login, kept for the /admin pages until they move
require __DIR__ . '/db.php';

$row = db_user($_POST['email']);
if ($row && password_verify($_POST['password'], $row['password_hash'])) {
    $_SESSION['admin'] = $row['id'];
}
