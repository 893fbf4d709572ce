<?php

namespace App\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    protected function schedule(Schedule $schedule): void
    {
        // le 1er du mois à 6h (heure de Lyon) : factures + prélèvements
        $schedule->command('factures:generer')
            ->timezone('Europe/Paris')
            ->monthlyOn(1, '06:00')
            ->emailOutputOnFailure('karim@cours-bellecour.fr');

        // rappel aux familles dont le prélèvement a échoué deux fois
        $schedule->command('factures:relancer')->timezone('Europe/Paris')->weeklyOn(1, '09:00');

        // feuilles de présence de la semaine envoyées aux profs le vendredi soir
        $schedule->command('presences:recap')
            ->timezone('Europe/Paris')
            ->fridays()
            ->at('18:30');

        // purge des brouillons d'inscription non payés après 30 jours
        $schedule->command('inscriptions:purger --jours=30')->timezone('Europe/Paris')->daily();
    }

    protected function commands(): void
    {
        $this->load(__DIR__.'/Commands');
    }
}
