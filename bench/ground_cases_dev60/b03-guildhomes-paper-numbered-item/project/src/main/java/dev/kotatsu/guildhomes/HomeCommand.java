package dev.kotatsu.guildhomes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.bukkit.Location;
import org.bukkit.command.Command;
import org.bukkit.command.CommandExecutor;
import org.bukkit.command.CommandSender;
import org.bukkit.command.TabCompleter;
import org.bukkit.entity.Player;

public final class HomeCommand implements CommandExecutor, TabCompleter {

    private static final int[] LIMIT_TIERS = {10, 5, 3};

    private final GuildHomesPlugin plugin;
    private final HomeStore store;
    private final EffectsManager effects;
    private final Map<UUID, Long> lastTeleport = new HashMap<>();

    public HomeCommand(GuildHomesPlugin plugin, HomeStore store, EffectsManager effects) {
        this.plugin = plugin;
        this.store = store;
        this.effects = effects;
    }

    @Override
    public boolean onCommand(CommandSender sender, Command command, String label, String[] args) {
        if (!(sender instanceof Player player)) {
            sender.sendMessage("プレイヤーだけが使えます");
            return true;
        }
        String name = args.length > 0 ? args[0].toLowerCase() : "home";
        switch (command.getName()) {
            case "home" -> teleport(player, name);
            case "sethome" -> setHome(player, name);
            case "delhome" -> deleteHome(player, name);
            default -> { return false; }
        }
        return true;
    }

    private void teleport(Player player, String name) {
        Location target = store.of(player.getUniqueId()).get(name);
        if (target == null) {
            player.sendMessage("§cホーム " + name + " はありません");
            return;
        }
        if (!player.hasPermission("guildhomes.bypass.cooldown")) {
            long cooldownMs = plugin.getConfig().getInt("cooldown-seconds", 30) * 1000L;
            Long last = lastTeleport.get(player.getUniqueId());
            long elapsed = last == null ? Long.MAX_VALUE : System.currentTimeMillis() - last;
            if (elapsed < cooldownMs) {
                long left = (cooldownMs - elapsed + 999) / 1000;
                player.sendMessage(plugin.message("cooldown").replace("%seconds%", String.valueOf(left)));
                return;
            }
        }
        effects.warmup(player);
        Location from = player.getLocation();
        long warmupTicks = plugin.getConfig().getInt("warmup-seconds", 3) * 20L;
        plugin.getServer().getScheduler().runTaskLater(plugin, () -> {
            player.teleportAsync(target).thenAccept(ok -> {
                if (!ok) return;
                effects.departed(from);
                effects.arrived(player);
                lastTeleport.put(player.getUniqueId(), System.currentTimeMillis());
                store.save();
                player.sendMessage(plugin.message("teleported").replace("%name%", name));
            });
        }, warmupTicks);
    }

    private void setHome(Player player, String name) {
        Map<String, Location> homes = store.of(player.getUniqueId());
        int limit = limitFor(player);
        if (!homes.containsKey(name) && homes.size() >= limit) {
            player.sendMessage(plugin.message("limit").replace("%limit%", String.valueOf(limit)));
            return;
        }
        homes.put(name, player.getLocation());
        store.save();
        player.sendMessage("§aホーム " + name + " を登録しました");
    }

    private void deleteHome(Player player, String name) {
        if (store.of(player.getUniqueId()).remove(name) != null) {
            store.save();
            player.sendMessage("§eホーム " + name + " を削除しました");
        } else {
            player.sendMessage("§cホーム " + name + " はありません");
        }
    }

    private int limitFor(Player player) {
        for (int tier : LIMIT_TIERS) {
            if (player.hasPermission("guildhome.limits." + tier)) {
                return tier;
            }
        }
        return plugin.getConfig().getInt("default-limit", 2);
    }

    @Override
    public List<String> onTabComplete(CommandSender sender, Command command, String alias, String[] args) {
        if (!(sender instanceof Player player) || args.length != 1) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String home : store.of(player.getUniqueId()).keySet()) {
            if (home.startsWith(args[0].toLowerCase())) out.add(home);
        }
        return out;
    }
}
