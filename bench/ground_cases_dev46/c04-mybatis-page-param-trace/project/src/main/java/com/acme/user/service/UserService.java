package com.acme.user.service;

import com.acme.common.PageQuery;
import com.acme.user.domain.User;
import com.acme.user.mapper.UserMapper;
import org.springframework.stereotype.Service;

import java.util.List;

@Service
public class UserService {

    private final UserMapper userMapper;

    public UserService(UserMapper userMapper) {
        this.userMapper = userMapper;
    }

    public List<User> search(String keyword, Integer status, int page, int size) {
        return userMapper.search(keyword, status, new PageQuery(page, size));
    }

    public List<User> listDept(Long deptId, int page, int size) {
        return userMapper.searchByDept(deptId, new PageQuery(page, size));
    }

    public long countDept(Long deptId) {
        return userMapper.countByDept(deptId);
    }
}
