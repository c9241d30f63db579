"use client";

import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isRentTab } from "@/lib/rent/rent-tab";
import { useRentTab } from "./use-rent-tab";

/** 'Find a Residence' and 'List Yours', with the open tab remembered in the URL hash. */
export function RentTabs({ find, list }: { find: ReactNode; list: ReactNode }) {
  const [tab, setTab] = useRentTab();
  return (
    <Tabs value={tab} onValueChange={(value) => isRentTab(value) && setTab(value)}>
      <TabsList aria-label="Rent">
        <TabsTrigger value="find" text="large">
          Find a Residence
        </TabsTrigger>
        <TabsTrigger value="list" text="large">
          List Yours
        </TabsTrigger>
      </TabsList>
      <TabsContent value="find" className="pt-4">
        {find}
      </TabsContent>
      <TabsContent value="list" className="pt-4">
        {list}
      </TabsContent>
    </Tabs>
  );
}
