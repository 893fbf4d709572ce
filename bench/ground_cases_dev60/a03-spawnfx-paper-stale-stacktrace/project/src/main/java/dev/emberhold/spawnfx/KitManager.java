package dev.emberhold.spawnfx;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

import org.bukkit.Material;
import org.bukkit.command.Command;
import org.bukkit.command.CommandExecutor;
import org.bukkit.command.CommandSender;
import org.bukkit.enchantments.Enchantment;
import org.bukkit.entity.Player;
import org.bukkit.inventory.ItemStack;

public final class KitManager implements CommandExecutor {

    private final SpawnFxPlugin plugin;
    private final Map<UUID, Long> lastUse = new HashMap<>();

    public KitManager(SpawnFxPlugin plugin) {
        this.plugin = plugin;
    }

    @Override
    public boolean onCommand(CommandSender sender, Command command, String label, String[] args) {
        if (!(sender instanceof Player player)) {
            sender.sendMessage("Players only.");
            return true;
        }
        long cooldownMs = plugin.getConfig().getLong("kits.cooldown-minutes", 30) * 60_000L;
        long now = System.currentTimeMillis();
        Long last = lastUse.get(player.getUniqueId());
        if (last != null && now - last < cooldownMs) {
            player.sendMessage("§cKit on cooldown for " + ((cooldownMs - (now - last)) / 60_000 + 1) + " more minutes.");
            return true;
        }
        String kit = args.length > 0 ? args[0].toLowerCase() : "starter";
        switch (kit) {
            case "starter" -> giveStarter(player);
            case "builder" -> player.getInventory().addItem(new ItemStack(Material.OAK_PLANKS, 64), new ItemStack(Material.TORCH, 32));
            default -> {
                player.sendMessage("§cUnknown kit. Try /kit starter or /kit builder.");
                return true;
            }
        }
        lastUse.put(player.getUniqueId(), now);
        player.sendMessage("§6Kit '" + kit + "' delivered. Welcome to Emberhold!");
        return true;
    }

    private void giveStarter(Player player) {
        ItemStack pick = new ItemStack(Material.STONE_PICKAXE);
        pick.addEnchantment(Enchantment.UNBREAKING, 3);
        ItemStack food = new ItemStack(Material.BAKED_POTATO, 16);
        player.getInventory().addItem(pick, food, new ItemStack(Material.TORCH, 16));
    }
}
