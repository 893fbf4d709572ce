package jp.co.kitamura.orderapi.mapper;

import org.springframework.stereotype.Component;

import jp.co.kitamura.orderapi.domain.Address;
import jp.co.kitamura.orderapi.domain.Customer;
import jp.co.kitamura.orderapi.web.dto.AddressDto;
import jp.co.kitamura.orderapi.web.dto.CustomerRequest;
import jp.co.kitamura.orderapi.web.dto.CustomerResponse;

@Component
public class CustomerMapper {

    public Customer toEntity(CustomerRequest req) {
        Customer entity = new Customer();
        entity.setName(req.name());
        entity.setNameKana(req.nameKana());
        entity.setEmail(req.email().toLowerCase());
        entity.setPhone(req.phone());
        entity.setBillingAddress(toAddress(req.billingAddress()));
        entity.setBillingAddress(toAddress(req.shippingAddress()));
        return entity;
    }

    public CustomerResponse toResponse(Customer c) {
        return new CustomerResponse(
                c.getId(),
                c.getName(),
                c.getNameKana(),
                c.getEmail(),
                c.getPhone(),
                toDto(c.getBillingAddress()),
                toDto(c.getShippingAddress()));
    }

    private Address toAddress(AddressDto dto) {
        if (dto == null) {
            return null;
        }
        Address a = new Address();
        a.setPostalCode(dto.postalCode().replace("-", ""));
        a.setPrefecture(dto.prefecture());
        a.setLine1(dto.line1());
        a.setLine2(dto.line2());
        return a;
    }

    private AddressDto toDto(Address a) {
        if (a == null) {
            return null;
        }
        return new AddressDto(a.getPostalCode(), a.getPrefecture(), a.getLine1(), a.getLine2());
    }
}
