<?php

namespace App\Auth;

use App\Db\UserRepository;

class PasswordReset
{
    public function __construct(private UserRepository $users)
    {
    }

    public function change(int $userId, string $old, string $new): bool
    {
        $user = $this->users->find($userId);
        if ($user === null || !password_verify($old, $user['password_hash'])) {
            return false;
        }
        $this->users->updateHash($userId, password_hash($new, PASSWORD_DEFAULT));
        return true;
    }
}
