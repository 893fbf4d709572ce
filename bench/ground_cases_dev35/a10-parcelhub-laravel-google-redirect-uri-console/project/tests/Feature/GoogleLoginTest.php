<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Laravel\Socialite\Facades\Socialite;
use Laravel\Socialite\Two\User as SocialiteUser;
use Mockery;
use Tests\TestCase;

class GoogleLoginTest extends TestCase
{
    use RefreshDatabase;

    private function fakeGoogleUser(string $email): void
    {
        $user = (new SocialiteUser())->map(['id' => '1234', 'name' => 'Ada Meyer', 'email' => $email, 'avatar' => null]);
        $provider = Mockery::mock(\Laravel\Socialite\Contracts\Provider::class);
        $provider->shouldReceive('user')->andReturn($user);
        Socialite::shouldReceive('driver')->with('google')->andReturn($provider);
    }

    public function test_company_account_is_logged_in(): void
    {
        config(['services.google.allowed_domains' => ['parcelhub.io']]);
        $this->fakeGoogleUser('ada@parcelhub.io');

        $this->get(route('auth.google.callback'))->assertRedirect(route('dashboard'));
        $this->assertAuthenticatedAs(User::where('email', 'ada@parcelhub.io')->first());
    }

    public function test_other_domain_is_rejected(): void
    {
        config(['services.google.allowed_domains' => ['parcelhub.io']]);
        $this->fakeGoogleUser('ada@gmail.com');

        $this->get(route('auth.google.callback'))->assertRedirect(route('login'));
        $this->assertGuest();
    }
}
