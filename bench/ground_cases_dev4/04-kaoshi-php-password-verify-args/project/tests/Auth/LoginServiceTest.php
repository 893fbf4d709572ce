<?php

use App\Auth\LoginService;
use App\Auth\SessionGuard;
use App\Db\UserRepository;
use PHPUnit\Framework\TestCase;

class LoginServiceTest extends TestCase
{
    public function testUnknownEmailFails(): void
    {
        $users = $this->createMock(UserRepository::class);
        $users->method('findByEmail')->willReturn(null);
        $service = new LoginService($users, new SessionGuard());
        $this->assertFalse($service->login('nobody@example.com', 'x'));
    }
}
