<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class ProfileUpdateTest extends TestCase
{
    use RefreshDatabase;

    public function test_profile_page_is_displayed(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->get('/profile')->assertOk();
    }

    public function test_name_and_timezone_can_be_updated(): void
    {
        $user = User::factory()->create(['email' => 'ana@example.com']);

        $this->actingAs($user)
            ->patch('/profile', ['name' => 'Ana B', 'email' => 'ana.b@example.com', 'timezone' => 'Europe/Lisbon'])
            ->assertSessionHasNoErrors()
            ->assertRedirect('/profile');

        $user->refresh();
        $this->assertSame('Ana B', $user->name);
        $this->assertSame('Europe/Lisbon', $user->timezone);
        $this->assertNull($user->email_verified_at);
    }
}
