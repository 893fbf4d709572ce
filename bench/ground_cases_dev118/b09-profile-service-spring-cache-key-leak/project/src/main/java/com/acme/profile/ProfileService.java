package com.acme.profile;

import org.springframework.cache.annotation.CacheEvict;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ProfileService {

    private final ProfileRepository repository;

    public ProfileService(ProfileRepository repository) {
        this.repository = repository;
    }

    @Transactional(readOnly = true)
    @Cacheable(cacheNames = "profiles", key = "'me'")
    public ProfileDto currentProfile() {
        String email = SecurityContextHolder.getContext().getAuthentication().getName();
        Profile profile = repository.findByEmail(email)
                .orElseThrow(() -> new ProfileNotFoundException(email));
        return ProfileDto.from(profile);
    }

    @Transactional
    @CacheEvict(cacheNames = "profiles", allEntries = true)
    public ProfileDto updateProfile(ProfileUpdate update) {
        String email = SecurityContextHolder.getContext().getAuthentication().getName();
        Profile profile = repository.findByEmail(email)
                .orElseThrow(() -> new ProfileNotFoundException(email));
        profile.setDisplayName(update.displayName());
        profile.setBio(update.bio());
        return ProfileDto.from(repository.save(profile));
    }
}
