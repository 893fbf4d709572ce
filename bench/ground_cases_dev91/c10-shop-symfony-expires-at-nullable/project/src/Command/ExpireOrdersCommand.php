<?php

namespace App\Command;

use App\Repository\OrderRepository;
use Doctrine\ORM\EntityManagerInterface;
use Psr\Log\LoggerInterface;
use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Input\InputOption;
use Symfony\Component\Console\Output\OutputInterface;

#[AsCommand(name: 'app:orders:expire', description: 'Expire unpaid orders past their deadline')]
class ExpireOrdersCommand extends Command
{
    public function __construct(
        private readonly OrderRepository $orders,
        private readonly EntityManagerInterface $em,
        private readonly LoggerInterface $logger,
    ) {
        parent::__construct();
    }

    protected function configure(): void
    {
        $this->addOption('dry-run', null, InputOption::VALUE_NONE, 'Only count, do not change anything');
    }

    protected function execute(InputInterface $input, OutputInterface $output): int
    {
        $expirable = $this->orders->findExpirable(new \DateTimeImmutable());
        if ($input->getOption('dry-run')) {
            $output->writeln(sprintf('%d orders would expire', count($expirable)));

            return Command::SUCCESS;
        }
        foreach ($expirable as $order) {
            $order->expire();
            $this->logger->info('order expired', ['reference' => $order->getReference()]);
        }
        $this->em->flush();
        $output->writeln(sprintf('%d orders expired', count($expirable)));

        return Command::SUCCESS;
    }
}
