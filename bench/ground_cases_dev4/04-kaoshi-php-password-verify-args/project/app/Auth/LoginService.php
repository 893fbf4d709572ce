<?php

namespace App\Auth;

use App\Db\UserRepository;

class LoginService
{
    public function __construct(
        private UserRepository $users,
        private SessionGuard $guard,
    ) {
    }

    public function login(string $email, string $password): bool
    {
        $user = $this->users->findByEmail(strtolower(trim($email)));
        if ($user === null) {
            return false;
        }

        if (!password_verify($user['password_hash'], $password)) {
            return false;
        }

        $this->guard->signIn((int) $user['id']);
        return true;
    }
}
