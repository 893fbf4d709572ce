package importer

import (
	"strings"
	"testing"
)

const header = "name,phone,email,province,city,address\n"

func TestImportCustomersOK(t *testing.T) {
	in := header +
		"张伟,13800138000,zhangwei@example.com,北京市,北京市,海淀区中关村大街1号\n" +
		"李娜,13912345678,,上海市,上海市,\"浦东新区世纪大道100号, 20楼\"\n"
	res, err := ImportCustomers(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if res.Imported != 2 {
		t.Fatalf("imported = %d, want 2", res.Imported)
	}
	if got := res.Customers[1].Address; got != "浦东新区世纪大道100号, 20楼" {
		t.Errorf("address = %q", got)
	}
}

func TestImportCustomersBOM(t *testing.T) {
	in := "\ufeff" + header + "张伟,13800138000,,北京市,北京市,海淀区\n"
	res, err := ImportCustomers(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if res.Imported != 1 {
		t.Fatalf("imported = %d", res.Imported)
	}
}

func TestImportCustomersSkipsBadRows(t *testing.T) {
	in := header +
		"张伟,13800138000,,北京市,北京市,海淀区\n" +
		"王芳,1391234567,,上海市,上海市,徐汇区\n" +
		"赵磊,13700001111,,广东省,深圳市,南山区\n"
	res, err := ImportCustomers(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if res.Imported != 2 || len(res.Errors) != 1 || res.Errors[0].Line != 3 {
		t.Fatalf("imported=%d errors=%+v", res.Imported, res.Errors)
	}
}

func TestImportCustomersMissingColumn(t *testing.T) {
	_, err := ImportCustomers(strings.NewReader("name,phone\n张伟,13800138000\n"))
	if err == nil || !strings.Contains(err.Error(), "missing column: email") {
		t.Fatalf("err = %v", err)
	}
}
